import { describe, expect, it } from 'vitest';
import { NOT_A_PERSON, productionSigns } from './production-guard';

const local = 'postgres://postgres@127.0.0.1:5432/academy_insights_bench';

describe('the synthetic data guard', () => {
  it('lets a developer database on this machine through', () => {
    expect(productionSigns({ databaseUrl: local, env: {}, people: 3 })).toEqual([]);
    expect(
      productionSigns({ databaseUrl: 'postgres://me@localhost/academy', env: { NODE_ENV: 'development', APP_ENV: 'local' }, people: 0 }),
    ).toEqual([]);
  });

  it('names every sign of production', () => {
    expect(
      productionSigns({
        databaseUrl: 'postgres://app@db.internal.example.com/academy_prod',
        env: { NODE_ENV: 'production', APP_ENV: 'prod' },
        people: 5_000,
      }),
    ).toEqual([
      'NODE_ENV is production',
      'APP_ENV is prod',
      'the server db.internal.example.com is not on this machine',
      'the database is named academy_prod',
      'it holds 5000 accounts of real-looking people',
    ]);
    expect(productionSigns({ databaseUrl: local, env: { APP_ENV: 'stage' }, people: 0 })).toEqual(['APP_ENV is stage']);
  });

  it('does not count demo, test and synthetic accounts as people', () => {
    expect(
      ['admin@kube.academy.test', 'ada@example.com', 'synthetic-7@spring.synthetic.test'].every((login) => NOT_A_PERSON.test(login)),
    ).toBe(true);
    expect(NOT_A_PERSON.test('jane.doe@gmail.com')).toBe(false);
  });
});
