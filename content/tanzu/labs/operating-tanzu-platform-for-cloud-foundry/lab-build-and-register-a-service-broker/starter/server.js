const { createBroker } = require('./broker');

const username = process.env.BROKER_USERNAME;
const password = process.env.BROKER_PASSWORD;
if (!username || !password) {
  console.error('Set BROKER_USERNAME and BROKER_PASSWORD');
  process.exit(1);
}
// Cloud Foundry gives an app its port in PORT; 8080 is for a laptop.
const port = Number(process.env.PORT || 8080);
createBroker({ username, password }).listen(port, () => console.log(`broker listening on ${port}`));
