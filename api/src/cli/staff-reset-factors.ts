// npm run staff:reset-factors -- <username>
// For a staff member who lost their phone, passkeys and recovery codes: removes every second
// factor of the account and ends its sessions (audited). At the next sign-in they set one up again.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const [username] = process.argv.slice(2);
if (!username) {
  console.error('Usage: npm run staff:reset-factors -- <username>');
  process.exit(2);
}
const built = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
try {
  const user = await built.services.users.findByUsername(username);
  if (!user) {
    console.error(`No account named ${username}.`);
    process.exitCode = 1;
  } else {
    const removed = await built.services.factors.resetAll(user.id);
    console.log(
      `Reset ${user.username}: ${removed.apps} authenticator app(s), ${removed.passkeys} passkey(s) and ${removed.recoveryCodes} recovery code(s) removed; every session ended.`,
    );
  }
} finally {
  await built.close();
}
