/** Loopback hosts (and a Unix socket, which has none): a database on this machine. */
const LOCAL_HOSTS = new Set(['', 'localhost', '127.0.0.1', '::1', '[::1]']);

/** Accounts that are not a real person's: the demo accounts, test addresses and earlier synthetic learners. */
export const NOT_A_PERSON = /(@[a-z]+\.academy\.test|@example\.(com|test)|@[a-z]+\.synthetic\.test)$/;

/** More accounts of real-looking people than this is a live database, not a developer's. */
export const PEOPLE_LIMIT = 100;

export interface GuardInput {
  databaseUrl: string;
  env: Record<string, string | undefined>;
  /** Accounts in the database whose login is not NOT_A_PERSON. */
  people: number;
}

/**
 * Why a database looks like production and must not receive synthetic learners, or [] when it
 * does not: the environment says production, the server is not on this machine, its name says
 * prod, or it holds accounts of real-looking people.
 */
export function productionSigns({ databaseUrl, env, people }: GuardInput): string[] {
  const url = new URL(databaseUrl);
  const host = url.hostname.startsWith('127.') ? '127.0.0.1' : url.hostname;
  const name = decodeURIComponent(url.pathname.slice(1));
  return [
    env.NODE_ENV === 'production' ? 'NODE_ENV is production' : '',
    env.APP_ENV === 'prod' || env.APP_ENV === 'stage' ? `APP_ENV is ${env.APP_ENV}` : '',
    LOCAL_HOSTS.has(host) ? '' : `the server ${url.hostname} is not on this machine`,
    /prod/i.test(name) ? `the database is named ${name}` : '',
    people > PEOPLE_LIMIT ? `it holds ${people} accounts of real-looking people` : '',
  ].filter(Boolean);
}
