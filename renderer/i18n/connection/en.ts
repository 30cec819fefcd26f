// English texts of the shell's connection notice (web transport): the page no longer reaches the
// console, why, and what to do. In the start-up bundle: when the console is gone, no chunk comes.
export default {
  title: 'This page is not connected to the console',
  'no-token':
    'This page was opened without its access token, so the console refuses it. Open the exact address the console printed when it started (it ends in #token=…); you may paste it into this tab.',
  refused:
    'The console no longer takes this page’s access token: it has been restarted since this page was opened, with a new token. Open the address it printed this time (it ends in #token=…); you may paste it into this tab.',
  unreachable:
    'The console does not answer: it has stopped, or has been restarted at another address. Start it again, then try again here or open the address it prints.',
  hidden:
    'What this page showed came from the earlier session and may no longer be true, so it is hidden until the page reaches the console again.',
  retry: 'Try again',
  stillRefused: 'Tried again at {time}: the console still does not take this page.',
};
