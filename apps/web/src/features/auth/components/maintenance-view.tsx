/** Maintenance content replacing the login when the gaming system outage flag is on (spec §2). */
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
