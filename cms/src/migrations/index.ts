import * as migration_20261122_073953_initial from './20261122_073953_initial';

export const migrations = [
  {
    up: migration_20261122_073953_initial.up,
    down: migration_20261122_073953_initial.down,
    name: '20261122_073953_initial'
  },
];
