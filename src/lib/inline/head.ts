// Before first paint, in one script (one tag and one hash a page): the saved theme, then the signed-in mark.
import './theme.ts';
import './session.ts';
