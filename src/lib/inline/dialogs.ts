// Static popups and modals: what a browser lacks of invoker buttons and closedby, and the swipe.
import { isSwipeDown } from '../../domain/interface.ts';

const hasCommand = 'commandForElement' in HTMLButtonElement.prototype;
const hasClosedBy = 'closedBy' in HTMLDialogElement.prototype;
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  if (!hasCommand) {
    const button = target.closest('button[commandfor]');
    const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '');
    if (dialog instanceof HTMLDialogElement) {
      const command = button?.getAttribute('command');
      if (command === 'show-modal') dialog.showModal();
      else if (command === 'close') dialog.close();
    }
  }
  if (!hasClosedBy && target instanceof HTMLDialogElement && target.getAttribute('closedby') === 'any') {
    const r = target.getBoundingClientRect();
    if (event.clientX < r.left || event.clientX > r.right || event.clientY < r.top || event.clientY > r.bottom) target.close();
  }
});
let startY: number | null = null;
const popupOf = (event: PointerEvent): HTMLDialogElement | null => (event.target instanceof Element ? event.target.closest('dialog.popup') : null);
document.addEventListener('pointerdown', (event) => {
  startY = popupOf(event) ? event.clientY : null;
});
document.addEventListener('pointerup', (event) => {
  const dialog = popupOf(event);
  if (dialog && startY !== null && isSwipeDown(startY, event.clientY)) dialog.close();
  startY = null;
});
