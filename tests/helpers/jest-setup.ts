import '@testing-library/jest-dom';

// jsdom has no modal <dialog> yet: give it the open/close behaviour browsers have, so the
// components' logic can be tested here; Chromium tests the real element in tests/e2e.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
