const http = require('node:http');

const port = Number(process.env.PORT || 8080);
const greeting = process.env.GREETING || 'Hello';

http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`${greeting} from a buildpack-built image\n`);
  })
  .listen(port, () => console.log(`listening on ${port}`));
