// The demo's next step shows what an express payment handed over: order id, PayPal order id and the card
// provider's client secret from session storage, the personal information cookie, and Amazon Pay's
// checkout session id from the return URL. Text only (no HTML sinks).

/** @param {string} name */
function cookie(name) {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** @param {string} key */
function session(key) {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

const rows = [
  ['Order id (session storage shop.orderId)', session('shop.orderId')],
  ['PayPal order id (shop.paypalOrderId)', session('shop.paypalOrderId')],
  ['Card provider client secret (shop.stripeClientSecret)', session('shop.stripeClientSecret')],
  ['Personal information (cookie shop_personal_info)', cookie('shop_personal_info')],
  ['Amazon Pay checkout session', new URLSearchParams(location.search).get('amazonCheckoutSessionId')],
];

const list = document.getElementById('handed-over');
for (const [label, value] of rows) {
  const term = document.createElement('dt');
  term.textContent = label;
  const detail = document.createElement('dd');
  detail.textContent = value ?? '—';
  detail.dataset.value = label;
  list?.append(term, detail);
}
