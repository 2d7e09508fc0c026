import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { CONSENT_COOKIE, CONSENT_VERSION, type RemoteRegistry } from '@portal/platform-common/contracts';
import { cookieValue } from '../../http/sessions/sessionCookie';
import type { Logger } from '../../http/logger';
import { readBootState } from './bootState';
import { createBootStateSources, type BootStateServices } from './bootStateSources';
import { createModuleHints } from './moduleHints';
import { isRegisteredPage, isShellPath, mayBePage } from './pagePaths';
import { createFirstPaint } from './firstPaint/firstPaint';
import { createFrameFonts } from './frameFonts';
import { previewedBrandOf, withPreview } from './framePreview';
import { bootStateJson, type BootState } from './bootState';
import { createShellTemplate, renderShell } from './shellDocument';
import { files, moduleFiles } from './staticFiles';

const BRAND_ASSETS = path.resolve(__dirname, '../../../assets/brand-assets');

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto">
<h1>The portal has not been built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.</p>
</body></html>`;

export interface ShellOptions {
  services: BootStateServices;
  /** The session middleware of /api: the page inlines the signed-in user. */
  session: RequestHandler[];
  logger: Logger;
}

/** Runs middleware in order outside a router (the session, for the document alone). */
const runAll = async (handlers: RequestHandler[], req: Request, res: Response): Promise<void> => {
  for (const handler of handlers)
    await new Promise<void>((resolve, reject) => {
      void handler(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve()));
    });
};

/** The boot state as the page inlines it, for the owners' first paints to seed their stores alike. */
const bootOf = (state: BootState): Record<string, unknown> =>
  JSON.parse(bootStateJson(state)) as Record<string, unknown>;

/** The brand's font, from the inlined brand answer: its files are preloaded with the page. */
const fontOf = (boot: Record<string, unknown>): unknown =>
  (boot.brand as { answer?: { theme?: { font?: unknown } } | null } | undefined)?.answer?.theme?.font;

const prefersHtml = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html' && isShellPath(req.path);

/**
 * A GET for a page gets the shell, so deep links such as /flight/abc reload: a request that
 * prefers HTML over JSON (browsers, and curl's any-type Accept too) for one of the registered
 * releases' routes, or a browser's navigation to another path (the shell shows its not-found
 * page). Other paths (/wp-admin from a scanner, /foo.php, /.git/config) fall through to the JSON
 * 404.
 * The shell goes out with its boot state inlined (brand, mode, user, registry, owning module)
 * and the owning module's preload hints, so its first render needs no API answer, and the page's
 * frame (brand, header, the page's heading) is painted before any script has run.
 */
const spaFallback = (staticRoot: string, options: ShellOptions): RequestHandler => {
  const template = createShellTemplate(path.join(staticRoot, 'host', 'dist', 'index.html'));
  const moduleHints = createModuleHints(staticRoot, options.logger);
  const sources = createBootStateSources(options.services);
  const frameFonts = createFrameFonts(path.join(staticRoot, 'host', 'dist'));
  const firstPaint = createFirstPaint(staticRoot, options.logger);
  /** The shell as built, should the boot state not be read: it then fetches its boot answers itself. */
  const withBootState = async (
    req: Request,
    res: Response,
    shell: string,
    registry: Promise<RemoteRegistry>,
  ): Promise<string> => {
    try {
      await runAll(options.session, req, res);
      const { state, owner } = await readBootState({ ...sources, registry: () => registry }, req);
      const hints = owner ? await moduleHints(owner) : [];
      const consentChosen = cookieValue(req.headers.cookie, CONSENT_COOKIE) === String(CONSENT_VERSION);
      const boot = bootOf(state);
      const painted = await firstPaint({ url: req.originalUrl, boot, consentChosen }, owner);
      if (!painted) return renderShell(shell, state, hints);
      const font = await frameFonts(shell, fontOf(boot));
      const frame = {
        title: painted.title,
        ...(painted.icon ? { favicon: painted.icon } : {}),
        styles: (font.faces ? `<style>${font.faces}</style>` : '') + painted.styles,
        root: withPreview(painted.root, previewedBrandOf(req.hostname, req.query.brand)),
        fontPreloads: font.preloads,
      };
      return renderShell(shell, state, hints, frame, painted.starter ? { starter: painted.starter } : undefined);
    } catch (error) {
      options.logger.warn({ err: error }, 'could not read the boot state; the shell goes out without it');
      return shell;
    }
  };
  return async (req, res, next) => {
    if (!prefersHtml(req)) return next();
    // Read once per page: it tells whether the path is a page, and it is the boot state's registry.
    const registry = options.services.remotes.getRegistry();
    void registry.catch(() => undefined); // awaited below or in the boot state, which handle its failure
    const isPage =
      mayBePage(req.path, req.get('Accept')) || (await registry.then((known) => isRegisteredPage(known, req.path)));
    if (!isPage) return next();
    const shell = await template();
    if (shell === undefined) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT);
      return;
    }
    const page = await withBootState(req, res, shell, registry);
    // The page names the signed-in user: never kept by a shared cache, revalidated on every load.
    res.set('Cache-Control', 'private, no-cache').vary('Cookie').type('html').send(page);
  };
};

/** The built shell at /, each module's build under its base path (/remotes/<folder>/), the brand logos. */
export const createStaticRouter = (staticRoot: string, shell: ShellOptions) => {
  const router = Router();
  router.use('/brand-assets', express.static(BRAND_ASSETS, { index: false, maxAge: '1d' }));
  router.use('/remotes/:folder', moduleFiles(staticRoot));
  router.use(files(path.join(staticRoot, 'host', 'dist')));
  router.use(spaFallback(staticRoot, shell));
  return router;
};
