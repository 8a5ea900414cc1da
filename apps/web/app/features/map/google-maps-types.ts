/**
 * The little of the Google Maps JavaScript API the site uses, typed here instead of adding
 * @types/google.maps: the script arrives at run time from the maps loader, never from npm.
 */

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface LatLng {
  lat(): number;
  lng(): number;
}

export interface LatLngBounds {
  getSouthWest(): LatLng;
  getNorthEast(): LatLng;
}

export interface MapsEventListener {
  remove(): void;
}

export interface GoogleMap {
  addListener(event: string, handler: () => void): MapsEventListener;
  getBounds(): LatLngBounds | null | undefined;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
  panTo(position: LatLngLiteral): void;
  fitBounds(bounds: { west: number; south: number; east: number; north: number }, padding?: number): void;
}

export interface MarkerOptions {
  position: LatLngLiteral;
  map?: GoogleMap | null;
  title?: string;
  label?: { text: string; color?: string; fontSize?: string; fontWeight?: string };
  icon?: { url: string; scaledSize?: unknown; anchor?: unknown; labelOrigin?: unknown };
  zIndex?: number;
  optimized?: boolean;
}

export interface GoogleMarker {
  setMap(map: GoogleMap | null): void;
  addListener(event: string, handler: () => void): MapsEventListener;
}

export interface InfoWindow {
  setContent(content: string | Node): void;
  open(options: { anchor?: GoogleMarker; map?: GoogleMap }): void;
  close(): void;
  addListener(event: string, handler: () => void): MapsEventListener;
}

export interface AutocompletePrediction {
  place_id: string;
  description: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
}

export interface PlacesLibrary {
  AutocompleteService: new () => {
    getPlacePredictions(request: {
      input: string;
      language?: string;
      componentRestrictions?: { country: string | string[] };
      types?: string[];
    }): Promise<{ predictions: AutocompletePrediction[] }>;
  };
}

export interface Geocoder {
  geocode(request: { placeId: string; language?: string }): Promise<{
    results: { geometry: { location: LatLng } }[];
  }>;
}

export interface GoogleNamespace {
  maps: {
    Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
    Marker: new (options: MarkerOptions) => GoogleMarker;
    InfoWindow: new (options?: Record<string, unknown>) => InfoWindow;
    Size: new (width: number, height: number) => unknown;
    Point: new (x: number, y: number) => unknown;
    Geocoder?: new () => Geocoder;
    places?: PlacesLibrary;
  };
}
