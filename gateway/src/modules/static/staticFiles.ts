import express, { type RequestHandler } from 'express';
import { isModuleBuild, moduleDist } from '../remotes/moduleBuilds';
import { setCacheHeaders } from './cacheHeaders';

/** A build folder's files, with the cache headers of a build (hashed files immutable, the rest revalidated). */
export const files = (root: string): RequestHandler =>
  express.static(root, { index: false, cacheControl: false, setHeaders: setCacheHeaders });

/**
 * Mounted at /remotes/:folder: the build of whichever module folder holds one, looked up on each
 * request, so a sixth module's build is served as soon as it is on disk, with no gateway change.
 * A folder name outside the module rule (dots, encoded slashes) or without a build falls through
 * to the 404; within a build, `send` refuses a path that climbs out of it.
 */
export const moduleFiles = (staticRoot: string): RequestHandler => {
  const servers = new Map<string, RequestHandler>();
  return (req, res, next) => {
    const { folder } = req.params;
    if (typeof folder !== 'string' || !isModuleBuild(staticRoot, folder)) return next();
    let serve = servers.get(folder);
    if (!serve) servers.set(folder, (serve = files(moduleDist(staticRoot, folder))));
    return serve(req, res, next);
  };
};
