// The catalog the broker advertises on GET /v2/catalog. IDs are GUIDs: the platform remembers them,
// so they must never change once the broker is registered.
const SERVICE_ID = '6b3c5f0e-6f4a-4c1e-9d7e-2f0f6a9a1c01';
const SHARED_PLAN_ID = '0d1e4c2a-8a8f-4d57-b1a6-6f8e2b1f3c11';
const DEDICATED_PLAN_ID = '9a7f3b2c-1d44-4e0b-a3c8-5b9e6d2f7a12';

const catalog = {
  services: [
    {
      id: SERVICE_ID,
      name: 'kv-namespace',
      description: 'A namespace in the team key-value store',
      bindable: true,
      plan_updateable: false,
      tags: ['key-value', 'caching'],
      plans: [
        {
          id: SHARED_PLAN_ID,
          name: 'shared',
          description: 'A namespace on the shared cluster, ready at once',
          free: true,
        },
        {
          id: DEDICATED_PLAN_ID,
          name: 'dedicated',
          description: 'A dedicated server, created in the background',
          free: false,
        },
      ],
    },
  ],
};

module.exports = { catalog, SERVICE_ID, SHARED_PLAN_ID, DEDICATED_PLAN_ID };
