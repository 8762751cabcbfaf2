-- The CMS keeps its own database beside the app's.
CREATE DATABASE umrah_cms OWNER umrah;
