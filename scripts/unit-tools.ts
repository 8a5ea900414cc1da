// `npm run test:unit` first makes sure the Debian tools the unit and integration tests call are there.
import { ensureDebianTools, libical } from "./debian-packages.ts";

ensureDebianTools([libical]);
