const http = require('node:http');
const { catalog, SERVICE_ID, SHARED_PLAN_ID, DEDICATED_PLAN_ID } = require('./catalog');

// Builds the broker as a plain Node HTTP server, so tests start it on a free port without any framework.
// `provisionDelayMs` is how long a dedicated instance takes to become ready.
function createBroker({ username, password, provisionDelayMs = 3000 }) {
  const instances = new Map(); // instance id -> { planId, parameters, readyAt }
  const bindings = new Map(); // binding id -> { instanceId, credentials }
  const expectedAuth = 'Basic ' + Buffer.from(`${username}:${password}`).toString('base64');

  function send(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function fail(res, status, error, description) {
    send(res, status, error ? { error, description } : { description });
  }

  async function readJson(req) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (raw === '') return {};
    return JSON.parse(raw);
  }

  function knownPlan(serviceId, planId) {
    return serviceId === SERVICE_ID && (planId === SHARED_PLAN_ID || planId === DEDICATED_PLAN_ID);
  }

  function sameInstance(existing, planId, parameters) {
    return existing.planId === planId && JSON.stringify(existing.parameters) === JSON.stringify(parameters);
  }

  async function provision(req, res, instanceId, query) {
    const body = await readJson(req);
    if (!knownPlan(body.service_id, body.plan_id)) {
      return fail(res, 400, null, 'service_id and plan_id must name a plan of this catalog');
    }
    const parameters = body.parameters ?? {};
    const existing = instances.get(instanceId);
    if (existing) {
      if (!sameInstance(existing, body.plan_id, parameters)) {
        return fail(res, 409, null, `instance ${instanceId} exists with other attributes`);
      }
      if (existing.readyAt > Date.now()) return send(res, 202, { operation: 'provision' });
      return send(res, 200, {});
    }
    if (body.plan_id === DEDICATED_PLAN_ID) {
      if (query.get('accepts_incomplete') !== 'true') {
        return fail(res, 422, 'AsyncRequired', 'The dedicated plan is created in the background.');
      }
      instances.set(instanceId, {
        planId: body.plan_id,
        parameters,
        readyAt: Date.now() + provisionDelayMs,
      });
      return send(res, 202, { operation: 'provision' });
    }
    instances.set(instanceId, { planId: body.plan_id, parameters, readyAt: 0 });
    return send(res, 201, {});
  }

  function lastOperation(res, instanceId) {
    const instance = instances.get(instanceId);
    if (!instance) return fail(res, 404, null, `no instance ${instanceId}`);
    if (instance.readyAt > Date.now()) {
      res.setHeader('retry-after', '5');
      return send(res, 200, { state: 'in progress', description: 'Creating the server' });
    }
    return send(res, 200, { state: 'succeeded' });
  }

  function deprovision(res, instanceId, query) {
    if (!knownPlan(query.get('service_id'), query.get('plan_id'))) {
      return fail(res, 400, null, 'service_id and plan_id query parameters are required');
    }
    if (!instances.delete(instanceId)) return send(res, 410, {});
    for (const [bindingId, binding] of bindings) {
      if (binding.instanceId === instanceId) bindings.delete(bindingId);
    }
    return send(res, 200, {});
  }

  async function bind(req, res, instanceId, bindingId) {
    const body = await readJson(req);
    if (!knownPlan(body.service_id, body.plan_id)) {
      return fail(res, 400, null, 'service_id and plan_id must name a plan of this catalog');
    }
    const instance = instances.get(instanceId);
    if (!instance || instance.readyAt > Date.now()) {
      return fail(res, 400, null, `instance ${instanceId} does not exist or is not ready`);
    }
    const existing = bindings.get(bindingId);
    if (existing) {
      if (existing.instanceId !== instanceId) {
        return fail(res, 409, null, `binding ${bindingId} exists for another instance`);
      }
      return send(res, 200, { credentials: existing.credentials });
    }
    // One user per binding: unbinding one app revokes exactly its access.
    const credentials = {
      uri: `kv://b-${bindingId.slice(0, 8)}@kv.example.internal:6380/${instanceId}`,
      namespace: instanceId,
      username: `b-${bindingId.slice(0, 8)}`,
      password: require('node:crypto').randomBytes(12).toString('hex'),
    };
    bindings.set(bindingId, { instanceId, credentials });
    return send(res, 201, { credentials });
  }

  function unbind(res, bindingId) {
    if (!bindings.delete(bindingId)) return send(res, 410, {});
    return send(res, 200, {});
  }

  async function route(req, res) {
    if (req.headers.authorization !== expectedAuth) {
      return fail(res, 401, null, 'wrong or missing basic authentication');
    }
    const version = req.headers['x-broker-api-version'];
    if (!version) return fail(res, 400, null, 'the X-Broker-API-Version header is required');
    if (!/^2\.\d+$/.test(version)) {
      return fail(res, 412, null, `this broker speaks Open Service Broker API 2.x, not ${version}`);
    }

    const url = new URL(req.url, 'http://broker');
    const parts = url.pathname.split('/').filter(Boolean); // ['v2', 'service_instances', id, ...]
    if (req.method === 'GET' && url.pathname === '/v2/catalog') return send(res, 200, catalog);
    if (parts[0] !== 'v2' || parts[1] !== 'service_instances' || !parts[2]) {
      return fail(res, 404, null, 'not found');
    }
    const instanceId = parts[2];
    if (parts.length === 3 && req.method === 'PUT') return provision(req, res, instanceId, url.searchParams);
    if (parts.length === 3 && req.method === 'DELETE') return deprovision(res, instanceId, url.searchParams);
    if (parts.length === 4 && parts[3] === 'last_operation' && req.method === 'GET') {
      return lastOperation(res, instanceId);
    }
    if (parts.length === 5 && parts[3] === 'service_bindings') {
      if (req.method === 'PUT') return bind(req, res, instanceId, parts[4]);
      if (req.method === 'DELETE') return unbind(res, parts[4]);
    }
    return fail(res, 404, null, 'not found');
  }

  return http.createServer((req, res) => {
    route(req, res).catch(() => fail(res, 400, null, 'the request body is not valid JSON'));
  });
}

module.exports = { createBroker };
