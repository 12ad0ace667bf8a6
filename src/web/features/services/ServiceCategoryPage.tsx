export default function ServiceCategoryPage() {
  return <h1>ServiceCategoryPage</h1>;
}
