// Video section and modal (public-site §4): the frame gets its address only when asked for.
import { videoFrameSrc } from '../../domain/video.ts';

/** Given by the page: the hosts a video frame may load from (src/content/url-hosts.ts). */
declare const VIDEO_HOSTS: readonly string[];

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-video-play]') : null;
  const src = button && videoFrameSrc(button.getAttribute('data-video-play'), VIDEO_HOSTS);
  if (!button || !src) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = button.getAttribute('data-video-title') ?? '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.className = 'video-frame';
  button.parentElement?.replaceWith(frame);
  frame.focus();
});
// The modal's frame has an address only while the modal is open, so closing stops playback.
document.querySelectorAll<HTMLDialogElement>('dialog[data-video-src]').forEach((dialog) => {
  dialog.addEventListener('toggle', () => {
    const frame = dialog.querySelector('iframe');
    const src = dialog.open ? videoFrameSrc(dialog.getAttribute('data-video-src'), VIDEO_HOSTS) : null;
    if (!frame) return;
    if (src) frame.src = src;
    else frame.removeAttribute('src');
  });
});
