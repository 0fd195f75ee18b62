const http = require('node:http');
const { catalog } = require('./catalog');

// Builds the broker as a plain Node HTTP server, so tests start it on a free port without any framework.
function createBroker({ username, password }) {
  const expectedAuth = 'Basic ' + Buffer.from(`${username}:${password}`).toString('base64');

  function send(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function fail(res, status, error, description) {
    send(res, status, error ? { error, description } : { description });
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
    if (req.method === 'GET' && url.pathname === '/v2/catalog') return send(res, 200, catalog);
    return fail(res, 404, null, 'not found');
  }

  return http.createServer((req, res) => {
    route(req, res).catch(() => fail(res, 400, null, 'the request body is not valid JSON'));
  });
}

module.exports = { createBroker };
