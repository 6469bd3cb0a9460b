// The control panel's status line (`#demo-status`): what was done, and why something failed. Text only.

/** @param {string} text */
export const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** @param {string} text */
export function say(text) {
  const status = document.getElementById('demo-status');
  if (status) status.textContent = capitalised(text);
}

/** @param {unknown} error */
export const reason = (error) => (error instanceof Error ? error.message : String(error));
