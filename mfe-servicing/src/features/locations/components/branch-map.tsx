import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { canPlotBranch, formatBranchPhone } from '../../../lib/branch';
import type { Branch } from '../../../lib/branch';
import { INFO_BOX_EDGE_PADDING, USER_ZOOM } from '../rules/locations';

interface BranchMapProps {
  tileUrl: string;
  attribution: string;
  branches: readonly Branch[];
  center: { latitude: number; longitude: number } | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Leaflet map with a pushpin per plottable branch and an info box (popup) each. Opening one box
 * closes the others and pans it into view. Failing tiles are reported so the list can stand in.
 */
export function BranchMap({ tileUrl, attribution, branches, center }: BranchMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { zoomControl: true });
    mapRef.current = map;
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 18 });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const plotted = branches.filter(canPlotBranch);
    const layer = L.layerGroup(
      plotted.map((branch) =>
        L.marker([branch.latitude, branch.longitude], {
          title: branch.name,
          alt: branch.name,
          keyboard: true,
          icon: L.divIcon({
            className: 'branch-pin',
            html: '<span aria-hidden="true">📍</span>',
            iconSize: [24, 24],
            iconAnchor: [12, 24],
          }),
        }).bindPopup(
          `<strong>${escapeHtml(branch.name)}</strong><br>${escapeHtml(branch.street)}<br>${escapeHtml(
            `${branch.city}, ${branch.state} ${branch.zip}`,
          )}<br>${escapeHtml(formatBranchPhone(branch.phone))}`,
          { autoPanPadding: [INFO_BOX_EDGE_PADDING, INFO_BOX_EDGE_PADDING] },
        ),
      ),
    ).addTo(map);
    if (center) map.setView([center.latitude, center.longitude], USER_ZOOM);
    else if (plotted.length > 0)
      map.fitBounds(
        L.latLngBounds(plotted.map((b) => [b.latitude, b.longitude] as [number, number])),
        {
          padding: [INFO_BOX_EDGE_PADDING, INFO_BOX_EDGE_PADDING],
        },
      );
    else map.setView([39.8, -98.6], 4);
    return () => {
      layer.remove();
    };
  }, [branches, center]);

  return (
    // The note sits over the map's own box, so the list below does not move when it appears.
    <div className="servicing-map-frame">
      <div ref={container} className="servicing-map" role="region" aria-label="Branch map" />
      {tilesFailed && (
        <p role="status" className="servicing-map-frame__note">
          The map could not be loaded. The branch list below has every location.
        </p>
      )}
    </div>
  );
}
