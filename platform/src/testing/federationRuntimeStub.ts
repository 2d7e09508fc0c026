/** Jest cannot load federated modules; unit tests that need one mock these with jest.mocked(). */
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
export const loadRemote = jest.fn(async () => null);
