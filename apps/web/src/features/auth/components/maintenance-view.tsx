/** Maintenance content replacing the login when the gaming system outage flag is on (R-SCREENS). */
export function MaintenanceView({ title, thanks }: { title: string; thanks: string }) {
  return (
    <div role="status">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{thanks}</p>
    </div>
  );
}
