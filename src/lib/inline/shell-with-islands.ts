// The shell's script on a page whose islands all hydrate on interaction: the shell and the islands' loader.
import './shell.ts';
import './islands.ts';
