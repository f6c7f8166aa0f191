/** The animated aurora behind every page (CSS in globals.css: static under 768px and with reduced motion). */
export function Aurora() {
  return (
    <div className="aurora print:hidden" aria-hidden="true">
      <div className="aurora__stars" />
      <div className="aurora__layer aurora__layer--a" />
      <div className="aurora__layer aurora__layer--b" />
    </div>
  );
}
