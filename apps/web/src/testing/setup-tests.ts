// The shared set-up of every React test (cleanup, storage, the <dialog> methods jsdom lacks).
import "@lotto/ui/setup-tests";
