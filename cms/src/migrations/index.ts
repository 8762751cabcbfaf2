import * as migration_20261122_073953_initial from './20261122_073953_initial';
import * as migration_20261122_211344_payment_plan from './20261122_211344_payment_plan';
import * as migration_20261125_164558_organiser from './20261125_164558_organiser';
import * as migration_20261126_010208_prices_and_refunds from './20261126_010208_prices_and_refunds';
import * as migration_20261126_010926_seats from './20261126_010926_seats';
import * as migration_20261126_043259_seasons from './20261126_043259_seasons';
import * as migration_20261126_073305_languages from './20261126_073305_languages';
import * as migration_20261126_131530_online_payment from './20261126_131530_online_payment';
import * as migration_20261126_161705_itinerary from './20261126_161705_itinerary';

export const migrations = [
  {
    up: migration_20261122_073953_initial.up,
    down: migration_20261122_073953_initial.down,
    name: '20261122_073953_initial',
  },
  {
    up: migration_20261122_211344_payment_plan.up,
    down: migration_20261122_211344_payment_plan.down,
    name: '20261122_211344_payment_plan',
  },
  {
    up: migration_20261125_164558_organiser.up,
    down: migration_20261125_164558_organiser.down,
    name: '20261125_164558_organiser',
  },
  {
    up: migration_20261126_010208_prices_and_refunds.up,
    down: migration_20261126_010208_prices_and_refunds.down,
    name: '20261126_010208_prices_and_refunds',
  },
  {
    up: migration_20261126_010926_seats.up,
    down: migration_20261126_010926_seats.down,
    name: '20261126_010926_seats',
  },
  {
    up: migration_20261126_043259_seasons.up,
    down: migration_20261126_043259_seasons.down,
    name: '20261126_043259_seasons',
  },
  {
    up: migration_20261126_073305_languages.up,
    down: migration_20261126_073305_languages.down,
    name: '20261126_073305_languages',
  },
  {
    up: migration_20261126_131530_online_payment.up,
    down: migration_20261126_131530_online_payment.down,
    name: '20261126_131530_online_payment',
  },
  {
    up: migration_20261126_161705_itinerary.up,
    down: migration_20261126_161705_itinerary.down,
    name: '20261126_161705_itinerary'
  },
];
