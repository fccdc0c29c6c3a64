"""The Encounters area: design a scene against the party and see how dangerous it is."""
