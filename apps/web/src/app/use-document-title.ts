import { useEffect } from "react";
import { useLocation } from "wouter";
import { documentTitle } from "@/config/page-titles";

/** Keeps the document title on the current route's ("Results · Play Online"): tabs, history, screen readers. */
export function useDocumentTitle(): void {
  const [location] = useLocation();
  useEffect(() => {
    document.title = documentTitle(location);
  }, [location]);
}
