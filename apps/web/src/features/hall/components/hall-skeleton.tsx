/** Placeholder tiles while the hall loads. */
export function HallSkeleton() {
  return (
    <div className="row g-3" aria-hidden="true">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="col-12 col-sm-6 col-lg-4 col-xl-3">
          <div className="card placeholder-glow">
            <div className="card-body">
              <span className="placeholder col-7 mb-2 d-block" />
              <span className="placeholder col-4 d-block mb-2" />
              <span className="placeholder col-6 d-block" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
