import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-8">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-slate-600">Oops! Page not found</p>
        <Link to="/" className="text-blue-700 underline hover:text-blue-900">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
