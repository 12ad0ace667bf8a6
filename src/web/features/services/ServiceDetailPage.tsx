export default function ServiceDetailPage() {
  return <h1>ServiceDetailPage</h1>;
}
