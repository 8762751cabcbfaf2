import * as migration_20261122_073953_initial from './20261122_073953_initial';
import * as migration_20261122_212602_media_storage_fields from './20261122_212602_media_storage_fields';

export const migrations = [
  {
    up: migration_20261122_073953_initial.up,
    down: migration_20261122_073953_initial.down,
    name: '20261122_073953_initial',
  },
  {
    up: migration_20261122_212602_media_storage_fields.up,
    down: migration_20261122_212602_media_storage_fields.down,
    name: '20261122_212602_media_storage_fields'
  },
];
