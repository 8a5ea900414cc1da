export {
  GOOGLE_MAPS_SCRIPT_URL,
  type MapsLoaderRequest,
  type MapsLoaderScript,
  type MapsService,
  type MapsServiceOptions,
  mapsService,
  unavailableScript,
} from "./maps-service.ts";
