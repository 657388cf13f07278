import { hearConsole } from '@qce/testing/console';

// Node-only packages (the domain's rules) hear the console like every other (issue 25 item 5); they
// have no page, so no DOM, query cache or dialog to reset.
hearConsole();
