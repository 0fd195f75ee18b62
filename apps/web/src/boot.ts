import './styles.css';

/**
 * The entry: the stylesheet, then the app once the browser has painted what the server rendered.
 * Loading the app's code only after that first frame keeps it off the first paint's path (the
 * page's largest text is server-rendered), which is what Lighthouse measured as LCP (issue 15).
 * A tab opened in the background paints no frame, so it starts at once.
 */
const startApp = () => void import('./main');
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
