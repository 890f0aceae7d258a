// The help pages hydrate the chat button as an island; the /auth app and the identity check render
// the same button inside their own trees.
export { default } from '../../ui/primitives/ChatWidgetButton.tsx';
