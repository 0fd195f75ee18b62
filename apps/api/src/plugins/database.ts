import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** The app borrows an open database; whoever opened it (server or test) closes it. */
async function databasePlugin(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
}

export default fp(databasePlugin, { name: 'database' });
