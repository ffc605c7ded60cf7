// Writes the shell's /config.json (the deployers' contract: supabaseUrl, supabaseAnonKey,
// remotes name -> manifest URL, optional donation).
import fs from 'node:fs';
import path from 'node:path';

export function donationFromEnv(env = process.env) {
  const donation = {};
  if (env.DONATION_URL) donation.url = env.DONATION_URL;
  if (env.DONATION_BUSINESS) donation.business = env.DONATION_BUSINESS;
  if (env.DONATION_ITEM_NAME) donation.itemName = env.DONATION_ITEM_NAME;
  return Object.keys(donation).length > 0 ? donation : undefined;
}

export function writeRuntimeConfig(file, { supabaseUrl, supabaseAnonKey, remotes, donation }) {
  const config = { supabaseUrl, supabaseAnonKey, remotes, ...(donation ? { donation } : {}) };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Write then rename, so the server never serves a half-written file.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(config, null, 2) + '\n');
  fs.renameSync(temporary, file);
  return config;
}
