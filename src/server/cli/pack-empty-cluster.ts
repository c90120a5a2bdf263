import { packEmptyCluster } from '../operations/empty-cluster.ts';
import { EMPTY_CLUSTER } from '../operations/portal-database.ts';

/** Run by the build (scripts/build-server.mjs) from build/portal, so the pack lands beside the server. */
await packEmptyCluster(EMPTY_CLUSTER);
