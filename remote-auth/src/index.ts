// A remote is normally loaded by the host; this entry exists for the build and for standalone runs.
import('./bootstrap');
