import pg from 'pg';

/**
 * With DATABASE_URL set, the browser tests run on a database of their own, dropped and created
 * afresh each run, so accounts and progress from an earlier run never leak into this one.
 */
const target = new URL(process.env.DATABASE_URL ?? '');
const name = target.pathname.slice(1);
if (!/^academy_e2e\w*$/.test(name)) throw new Error(`refusing to reset a database not made for the browser tests: ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();
