// SPEC 2 About: static text about the platform.
import './static-pages.css';

export function AboutPage() {
  return (
    <article className="text-page">
      <header className="text-page__header about-header">
        <h1>About ProjectBoard</h1>
        <p className="text-page__lead about-lead">
          ProjectBoard is a marketplace that connects students who need a project built with sellers who know how to
          build it, and a store of ready-made projects for when the deadline is close.
        </p>
      </header>

      <div className="about-grid">
        <section className="card about-card" aria-labelledby="about-students">
          <h2 id="about-students">For students</h2>
          <p>
            Post a project request with a description, the hardware and software it needs, your budget and your
            deadline. Sellers see it right away; once one takes it, you chat with them directly to shape the work. You
            can follow every project from your dashboard.
          </p>
        </section>

        <section className="card about-card" aria-labelledby="about-sellers">
          <h2 id="about-sellers">For sellers</h2>
          <p>
            Browse the open projects, take the ones that match your skills and deliver them. Once a student releases the
            payment for a project you completed, you receive <strong>70% of its budget</strong>; the platform keeps 30%
            to run the service. You can also list your own pre-built projects in the store.
          </p>
        </section>

        <section className="card about-card" aria-labelledby="about-payments">
          <h2 id="about-payments">Payments you can trust</h2>
          <p>
            A student funds a project once a seller has taken it. The platform holds those funds while the work is done
            and only passes them on when the student releases the payment after completion, so students know the work
            comes first and sellers know the money is there.
          </p>
        </section>

        <section className="card about-card" aria-labelledby="about-store">
          <h2 id="about-store">The project store</h2>
          <p>
            Not every project needs to start from scratch. The store offers pre-built projects from our sellers that
            anyone can browse. Sign in to buy one, give a delivery address and follow your order until it arrives.
          </p>
        </section>
      </div>
    </article>
  );
}
