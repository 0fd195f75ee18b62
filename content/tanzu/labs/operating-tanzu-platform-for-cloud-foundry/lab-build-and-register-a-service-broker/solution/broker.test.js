const test = require('node:test');
const assert = require('node:assert/strict');
const { createBroker } = require('./broker');
const { SERVICE_ID, SHARED_PLAN_ID, DEDICATED_PLAN_ID } = require('./catalog');

// Each test talks HTTP to a real broker on a free port, the way Cloud Controller does.
async function startBroker(options = {}) {
  const server = createBroker({ username: 'admin', password: 'secret', provisionDelayMs: 200, ...options });
  await new Promise((resolve) => server.listen(0, resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const call = (method, path, body, headers = {}) =>
    fetch(base + path, {
      method,
      headers: {
        authorization: 'Basic ' + Buffer.from('admin:secret').toString('base64'),
        'x-broker-api-version': '2.15',
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { server, call };
}

const shared = { service_id: SERVICE_ID, plan_id: SHARED_PLAN_ID };
const dedicated = { service_id: SERVICE_ID, plan_id: DEDICATED_PLAN_ID };

test('the catalog lists the offering and both plans', async (t) => {
  const { server, call } = await startBroker();
  t.after(() => server.close());
  const res = await call('GET', '/v2/catalog');
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.deepEqual(
    body.services[0].plans.map((plan) => plan.name),
    ['shared', 'dedicated'],
  );
});

test('wrong credentials get 401, a missing version header 400, another major version 412', async (t) => {
  const { server, call } = await startBroker();
  t.after(() => server.close());
  const wrong = 'Basic ' + Buffer.from('admin:guess').toString('base64');
  assert.equal((await call('GET', '/v2/catalog', undefined, { authorization: wrong })).status, 401);
  assert.equal((await call('GET', '/v2/catalog', undefined, { 'x-broker-api-version': '' })).status, 400);
  assert.equal((await call('GET', '/v2/catalog', undefined, { 'x-broker-api-version': '3.0' })).status, 412);
});

test('a shared instance is created at once, and the same request again is 200', async (t) => {
  const { server, call } = await startBroker();
  t.after(() => server.close());
  assert.equal((await call('PUT', '/v2/service_instances/i-1', shared)).status, 201);
  assert.equal((await call('PUT', '/v2/service_instances/i-1', shared)).status, 200);
  const other = { ...shared, parameters: { size: 'large' } };
  assert.equal((await call('PUT', '/v2/service_instances/i-1', other)).status, 409);
});

test('a dedicated instance needs accepts_incomplete and is polled until it succeeds', async (t) => {
  const { server, call } = await startBroker();
  t.after(() => server.close());
  const refused = await call('PUT', '/v2/service_instances/i-2', dedicated);
  assert.equal(refused.status, 422);
  assert.equal((await refused.json()).error, 'AsyncRequired');

  const accepted = await call('PUT', '/v2/service_instances/i-2?accepts_incomplete=true', dedicated);
  assert.equal(accepted.status, 202);
  const polling = await call('GET', '/v2/service_instances/i-2/last_operation?operation=provision');
  assert.equal((await polling.json()).state, 'in progress');
  assert.equal(polling.headers.get('retry-after'), '5');

  await new Promise((resolve) => setTimeout(resolve, 250));
  const done = await call('GET', '/v2/service_instances/i-2/last_operation?operation=provision');
  assert.equal((await done.json()).state, 'succeeded');
  assert.equal((await call('GET', '/v2/service_instances/nope/last_operation')).status, 404);
});

test('each binding gets its own credentials, and unbinding twice answers 410', async (t) => {
  const { server, call } = await startBroker();
  t.after(() => server.close());
  await call('PUT', '/v2/service_instances/i-3', shared);
  const first = await call('PUT', '/v2/service_instances/i-3/service_bindings/b-app-one', shared);
  assert.equal(first.status, 201);
  const second = await call('PUT', '/v2/service_instances/i-3/service_bindings/b-app-two', shared);
  const one = (await first.json()).credentials;
  const two = (await second.json()).credentials;
  assert.notEqual(one.password, two.password);
  assert.equal(one.namespace, 'i-3');

  const unbind = '/v2/service_instances/i-3/service_bindings/b-app-one';
  assert.equal((await call('DELETE', unbind)).status, 200);
  assert.equal((await call('DELETE', unbind)).status, 410);
});

test('deprovisioning needs service_id and plan_id, and a gone instance answers 410', async (t) => {
  const { server, call } = await startBroker();
  t.after(() => server.close());
  await call('PUT', '/v2/service_instances/i-4', shared);
  assert.equal((await call('DELETE', '/v2/service_instances/i-4')).status, 400);
  const query = `?service_id=${SERVICE_ID}&plan_id=${SHARED_PLAN_ID}`;
  assert.equal((await call('DELETE', '/v2/service_instances/i-4' + query)).status, 200);
  assert.equal((await call('DELETE', '/v2/service_instances/i-4' + query)).status, 410);
});
