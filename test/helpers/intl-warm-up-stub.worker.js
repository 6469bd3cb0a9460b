// A stand-in for the Intl warm-up's worker (test/cart/first-paint/warm-up-on-load.test.ts): it runs, answers a ping on
// the port it is given, and says that it runs ('started') only when the test posts 'go'.
self.onmessage = ({ data }) => {
  if (data === 'go') self.postMessage('started');
  else if (data && data.ping) data.ping.postMessage('pong');
};
