// npm run seed -w @umrah/cms: rewrites the trip global with the spec's values.
import config from '@payload-config';
import { getPayload } from 'payload';
import { ensureFirstEditor, seedTrip } from './index';

const payload = await getPayload({ config });
await ensureFirstEditor(payload);
await seedTrip(payload, true);
process.exit(0);
