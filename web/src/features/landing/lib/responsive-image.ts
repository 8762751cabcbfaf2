import { type ContentImage } from '@umrah/graphql';

// web/scripts/make-images.mjs renders these images at 640 and 1024 px beside the full size
// (name-640.webp, name-1024.webp). Any other URL (a CMS upload) is used as it is.
const GENERATED = /^\/images\/(hero|footer)\.webp$/;
const WIDTHS = [640, 1024];

export function imageSources(image: ContentImage): { src: string; srcSet?: string } {
  const name = GENERATED.exec(image.url)?.[1];
  if (!name || !image.width) return { src: image.url };
  const full = image.width;
  const smaller = WIDTHS.filter((w) => w < full).map((w) => `/images/${name}-${w}.webp ${w}w`);
  return { src: image.url, srcSet: [...smaller, `${image.url} ${full}w`].join(', ') };
}
