const test = require('node:test');
const assert = require('node:assert/strict');
const { createBroker } = require('./broker');

// Each test talks HTTP to a real broker on a free port, the way Cloud Controller does.
async function startBroker(options = {}) {
  const server = createBroker({ username: 'admin', password: 'secret', ...options });
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
