import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's suggested floor (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Checks a password against its argon2id hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown keeps login time the same either way.
let dummyHash: Promise<string> | undefined;

/** A hash to verify against when no user matched, so timing does not reveal which e-mails exist. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('senha-que-nao-existe');
  return dummyHash;
}
