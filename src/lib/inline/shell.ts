// The shell's behaviour in one script at the end of the body: one tag and one hash a page, and gzip
// shares one dictionary across the parts. Each part does nothing on a page without its elements.
import './header.ts';
import './theme-switch.ts';
import './remember-slug.ts';
import './dialogs.ts';
