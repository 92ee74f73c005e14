import { PageBanner } from '../components/shell/PageBanner';
import { projects } from '../content/projects';
import { Section } from '../components/ui/Container';

export default function Projects() {
  return (
    <>
      <PageBanner />
      <Section>
        {projects.map((project) => (
          <section key={project.id} aria-labelledby={`${project.id}-heading`} className="prose">
            <h2 id={`${project.id}-heading`}>{project.title}</h2>
            <p className="muted">Client: {project.client}</p>
            {project.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <table className="facts-table">
              <caption>Project figures</caption>
              <tbody>
                {project.figures.map((figure) => (
                  <tr key={figure.id}>
                    <th scope="row">{figure.label}</th>
                    <td>{figure.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </Section>
    </>
  );
}
